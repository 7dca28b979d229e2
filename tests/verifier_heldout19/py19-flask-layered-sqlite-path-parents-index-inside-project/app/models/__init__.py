from dataclasses import dataclass
from typing import Optional


@dataclass
class User:
    id: int
    username: str
    email: str
    password_hash: str
    bio: str = ""
    image: Optional[str] = None
