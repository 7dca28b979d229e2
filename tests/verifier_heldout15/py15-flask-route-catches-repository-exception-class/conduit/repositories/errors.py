class RecordNotFound(LookupError):
    """Raised by a repository when the requested row does not exist."""
