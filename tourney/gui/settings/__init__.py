"""The application's own settings (not an event's): card data folder, database, defaults."""
