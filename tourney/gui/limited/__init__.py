"""The Limited screen: sealed pools and booster-draft pods for the event on screen."""
