class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository):
        self.repository = repository

    def follow(self, me_id, username):
        target = self.repository.by_username(username)
        if target is None:
            raise ProfileNotFound(username)
        self.repository.follow(me_id, target.id)
        return target
