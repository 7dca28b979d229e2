def clean(username: str) -> str:
    return username.strip()
