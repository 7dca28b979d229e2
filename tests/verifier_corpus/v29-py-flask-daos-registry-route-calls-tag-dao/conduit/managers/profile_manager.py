class ProfileNotFound(Exception):
    pass


class ProfileManager:
    def __init__(self, profiles):
        self.profiles = profiles

    def get(self, username):
        user = self.profiles.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
