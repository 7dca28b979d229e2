from sqlalchemy import text

from conduit.extensions import db


class FavoriteRepository:
    def add(self, user_id: int, article_id: int) -> None:
        db.session.execute(
            text(
                "INSERT INTO favorites (user_id, article_id) VALUES (:user_id, :article_id) "
                "ON CONFLICT (user_id, article_id) DO NOTHING"
            ),
            {"user_id": user_id, "article_id": article_id},
        )
        db.session.commit()

    def remove(self, user_id: int, article_id: int) -> None:
        db.session.execute(
            text("DELETE FROM favorites WHERE user_id = :user_id AND article_id = :article_id"),
            {"user_id": user_id, "article_id": article_id},
        )
        db.session.commit()

    def count(self, article_id: int) -> int:
        return db.session.execute(
            text("SELECT COUNT(*) FROM favorites WHERE article_id = :article_id"),
            {"article_id": article_id},
        ).scalar_one()

    def exists(self, user_id: int, article_id: int) -> bool:
        row = db.session.execute(
            text("SELECT 1 FROM favorites WHERE user_id = :user_id AND article_id = :article_id"),
            {"user_id": user_id, "article_id": article_id},
        ).first()
        return row is not None
