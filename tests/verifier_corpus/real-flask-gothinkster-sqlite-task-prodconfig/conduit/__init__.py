"""Main application package."""
