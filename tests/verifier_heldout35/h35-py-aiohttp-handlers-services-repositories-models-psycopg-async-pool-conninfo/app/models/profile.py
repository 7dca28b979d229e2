from dataclasses import dataclass


@dataclass(frozen=True)
class Profile:
    id: int
    username: str
    bio: str | None
    image: str | None
