"""Data access objects: the only code that reads or writes stored data."""
