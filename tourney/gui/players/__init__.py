"""Players of the event: keyboard-first entry, CSV import, search, drops and late entries."""
