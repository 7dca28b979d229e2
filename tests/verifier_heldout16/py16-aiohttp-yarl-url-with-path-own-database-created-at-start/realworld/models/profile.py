from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Profile:
    username: str
    bio: str
    image: str | None
    following: bool

    def to_json(self):
        return asdict(self)
