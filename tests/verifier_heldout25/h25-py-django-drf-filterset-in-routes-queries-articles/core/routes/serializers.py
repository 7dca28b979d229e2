from rest_framework import serializers


class ArticleSerializer(serializers.Serializer):
    def to_representation(self, a):
        viewer = self.context.get("viewer")
        fans = [m.pk for m in a.favorited_by.all()]
        return {
            "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags.all()),
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": viewer is not None and viewer.pk in fans, "favoritesCount": len(fans),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False},
        }
