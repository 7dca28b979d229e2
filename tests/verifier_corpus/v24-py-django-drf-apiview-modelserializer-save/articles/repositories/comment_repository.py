from articles.models import Comment


class CommentRepository:
    def create(self, **fields):
        return Comment.objects.create(**fields)
