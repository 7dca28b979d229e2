"""Business logic will live here."""
