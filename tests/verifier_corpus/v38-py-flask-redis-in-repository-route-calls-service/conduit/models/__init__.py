from dataclasses import dataclass, field


@dataclass
class Profile:
    username: str
    bio: str | None = None
    image: str | None = None
    followers: set[str] = field(default_factory=set)
