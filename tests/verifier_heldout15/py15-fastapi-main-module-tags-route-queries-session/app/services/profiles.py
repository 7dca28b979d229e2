from app.repositories.users import UserRepository


class UnknownUser(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    @classmethod
    def for_session(cls, session):
        return cls(UserRepository(session))

    def profile(self, username, viewer):
        user = self.users.by_username(username)
        if user is None:
            raise UnknownUser(username)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": viewer is not None and self.users.follows(viewer, user.id)}
