from blog.models import Author


class AuthorRepository:
    def find(self, username: str) -> Author | None:
        return Author.objects.filter(username=username).first()

    def get(self, author_id: int) -> Author:
        return Author.objects.get(pk=author_id)

    def is_following(self, follower: Author, followee: Author) -> bool:
        return follower.following.filter(pk=followee.pk).exists()

    def follow(self, follower: Author, followee: Author) -> None:
        follower.following.add(followee)

    def unfollow(self, follower: Author, followee: Author) -> None:
        follower.following.remove(followee)
