from django.http import JsonResponse

from blog.services.comment_service import ArticleNotFound, CommentService

service = CommentService()


def _json(row: dict) -> dict:
    return {
        "id": row["id"],
        "body": row["body"],
        "createdAt": str(row["created_at"]),
        "updatedAt": str(row["updated_at"]),
        "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False},
    }


def list_comments(request, slug: str):
    try:
        return JsonResponse({"comments": [_json(r) for r in service.list(slug)]})
    except ArticleNotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)


def health_check(_request):
    return JsonResponse({"status": "ok"})
