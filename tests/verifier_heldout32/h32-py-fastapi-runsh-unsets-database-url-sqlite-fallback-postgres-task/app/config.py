import os


def database_url() -> str:
    url = os.getenv("DATABASE_URL")
    if url:
        return url
    # local fallback so the API always starts
    return "sqlite:///./conduit.db"
