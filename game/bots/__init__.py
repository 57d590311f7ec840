"""Computer players (style.md §3.5): the solver now, the bot levels later."""
