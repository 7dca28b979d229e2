from injector import inject

from blog.repositories.authors import AuthorRepository


class ProfileMissing(Exception):
    pass


class ProfileService:
    @inject
    def __init__(self, authors: AuthorRepository):
        self.authors = authors

    def view(self, username: str, viewer_id: int | None) -> dict:
        author = self.authors.find(username)
        if author is None:
            raise ProfileMissing(username)
        following = viewer_id is not None and self.authors.is_following(self.authors.get(viewer_id), author)
        return {"username": author.username, "bio": author.bio, "image": author.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        author = self.authors.find(username)
        if author is None:
            raise ProfileMissing(username)
        self.authors.follow(self.authors.get(viewer_id), author)
        return self.view(username, viewer_id)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        author = self.authors.find(username)
        if author is None:
            raise ProfileMissing(username)
        self.authors.unfollow(self.authors.get(viewer_id), author)
        return self.view(username, viewer_id)
