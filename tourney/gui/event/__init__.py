"""The event: creating one, its setup and staff, warnings, starting it."""
