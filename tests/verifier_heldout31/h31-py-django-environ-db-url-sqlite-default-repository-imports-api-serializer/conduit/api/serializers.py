def tag_names(tags) -> list[str]:
    """Shape a list of tags the way GET /api/tags returns them."""
    return [t.name for t in tags]
