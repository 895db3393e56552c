"""Vietnamese for the engine's messages: cards, plays, tricks, games, scoring, rules, errors, drawings, replays."""

MESSAGES = {
    "{name} wins the trick.": "{name} thắng nước này.",
    "{n} card": "{n} lá bài",
}
