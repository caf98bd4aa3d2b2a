"""Players of the event: keyboard-first entry, CSV import, search, renaming, removal before
the start, drops and late entries."""
