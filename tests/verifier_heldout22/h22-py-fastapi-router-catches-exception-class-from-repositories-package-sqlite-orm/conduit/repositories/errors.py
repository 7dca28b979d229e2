class EntityNotFound(LookupError):
    """Raised by a repository when the row it was asked for does not exist."""
