"""The event: creating, editing, starting, finishing, exporting and importing one; its setup,
staff, warnings and do-not-pair list."""
