from dataclasses import dataclass


@dataclass
class Profile:
    id: int
    username: str
    bio: str
    image: str | None


@dataclass
class Comment:
    id: int
    body: str
    created_at: str
    updated_at: str
    author: Profile
