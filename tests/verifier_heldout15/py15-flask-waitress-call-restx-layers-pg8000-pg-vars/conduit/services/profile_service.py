from conduit.repositories.profile_repository import ProfileRepository


class ProfileService:
    def __init__(self, profiles=None):
        self.profiles = profiles or ProfileRepository()

    def get(self, username, viewer_id):
        return self.profiles.as_profile(self.profiles.by_username(username), viewer_id)

    def follow(self, follower_id, username):
        user = self.profiles.by_username(username)
        self.profiles.add_follow(follower_id, user.id)
        return self.profiles.as_profile(user, follower_id)

    def unfollow(self, follower_id, username):
        user = self.profiles.by_username(username)
        self.profiles.remove_follow(follower_id, user.id)
        return self.profiles.as_profile(user, follower_id)
