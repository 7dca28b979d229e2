from sqlalchemy import select, text

from conduit.models import Follow
from conduit.repositories.db import Session


class FollowRepository:
    def is_following(self, follower_id: int, followee_id: int) -> bool:
        with Session() as s:
            return s.get(Follow, (follower_id, followee_id)) is not None

    def follow(self, follower_id: int, followee_id: int) -> None:
        with Session.begin() as s:
            s.execute(
                text("INSERT OR IGNORE INTO follows (follower_id, followee_id) VALUES (:follower, :followee)"),
                {"follower": follower_id, "followee": followee_id},
            )

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        with Session.begin() as s:
            s.execute(
                text("DELETE FROM follows WHERE follower_id = :follower AND followee_id = :followee"),
                {"follower": follower_id, "followee": followee_id},
            )

    def followees(self, follower_id: int) -> list[int]:
        with Session() as s:
            return list(s.scalars(select(Follow.followee_id).where(Follow.follower_id == follower_id)))
