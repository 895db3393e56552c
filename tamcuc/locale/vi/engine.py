"""Vietnamese for the engine's messages: cards, plays, tricks, games, scoring, rules, errors, drawings, replays."""

MESSAGES = {
    "{name} wins the trick.": "{name} thắng nước này.",
    "{n} card": "{n} lá bài",
    # -- wording ------------------------------------------------------------------------------
    "players={players}: Tam Cúc is played by 2, 3 or 4 players": "players={players}: Tam Cúc chơi 2, 3 hoặc 4 người",
    "seat {seat}: seats are numbered 0 … {last}": "chỗ ngồi {seat}: chỗ ngồi đánh số từ 0 đến {last}",
}
