def username_from(request) -> str | None:
    user = getattr(request, "conduit_user", None)
    return user.username if user is not None else None
