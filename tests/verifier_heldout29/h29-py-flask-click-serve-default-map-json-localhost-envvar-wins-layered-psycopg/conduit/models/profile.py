from dataclasses import dataclass


@dataclass
class Profile:
    username: str
    bio: str | None
    image: str | None
    following: bool = False

    def to_dict(self) -> dict:
        return {"username": self.username, "bio": self.bio, "image": self.image, "following": self.following}
