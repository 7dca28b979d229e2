from dataclasses import dataclass


@dataclass
class Profile:
    username: str
    bio: str
    image: str | None
    following: bool = False

    def as_json(self) -> dict:
        return {"username": self.username, "bio": self.bio, "image": self.image, "following": self.following}
