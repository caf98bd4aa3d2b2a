"""The audit trail screen: who changed what in the event, when and why."""
