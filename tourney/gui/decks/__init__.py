"""Deck registration: type, paste or open a list and see its legality as you type."""
