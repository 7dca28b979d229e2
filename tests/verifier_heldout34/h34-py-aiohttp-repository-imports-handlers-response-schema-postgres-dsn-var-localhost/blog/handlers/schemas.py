from dataclasses import asdict, dataclass


@dataclass
class ProfileOut:
    username: str
    bio: str
    image: str | None
    following: bool

    def to_response(self):
        return {"profile": asdict(self)}
