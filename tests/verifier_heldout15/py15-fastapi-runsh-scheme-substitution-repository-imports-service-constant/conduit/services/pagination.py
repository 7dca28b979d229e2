DEFAULT_LIMIT = 20
MAX_LIMIT = 100


def clamp(limit: int) -> int:
    return max(1, min(limit, MAX_LIMIT))
