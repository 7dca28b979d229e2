from dataclasses import asdict, dataclass


@dataclass
class Profile:
    id: int
    username: str
    bio: str | None
    image: str | None
    following: bool = False

    def to_public(self) -> dict:
        data = asdict(self)
        data.pop("id")
        return data
