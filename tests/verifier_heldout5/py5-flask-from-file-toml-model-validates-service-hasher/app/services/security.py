from werkzeug.security import check_password_hash, generate_password_hash


def hash_password(raw: str) -> str:
    return generate_password_hash(raw)


def verify_password(hashed: str, raw: str) -> bool:
    return check_password_hash(hashed, raw)
