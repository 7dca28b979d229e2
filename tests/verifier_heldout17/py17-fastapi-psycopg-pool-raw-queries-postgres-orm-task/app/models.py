"""Response shapes."""
from dataclasses import dataclass


@dataclass
class Profile:
    username: str
    bio: str
    image: str | None
    following: bool
