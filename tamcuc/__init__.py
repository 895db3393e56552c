"""tamcuc: the rules of Tam Cúc, the 32-card folk game of northern Vietnam, in Python."""
