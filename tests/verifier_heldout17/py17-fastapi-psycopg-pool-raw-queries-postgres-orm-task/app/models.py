# SQLAlchemy-style declarations kept for documentation of the schema
from dataclasses import dataclass


@dataclass
class Profile:
    username: str
    bio: str
    image: str | None
    following: bool
