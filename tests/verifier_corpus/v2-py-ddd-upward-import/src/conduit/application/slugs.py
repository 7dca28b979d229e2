def normalise_username(username: str) -> str:
    return username.strip().lower()
