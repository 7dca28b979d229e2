import re
import secrets


def slugify_title(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "article"
    return f"{base}-{secrets.token_hex(3)}"
