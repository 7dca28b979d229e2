from django.http import JsonResponse

from conduit.comments import comments_for


def health(request):
    return JsonResponse({"status": "ok"})


def comments(request, slug):
    rows = comments_for(slug)
    return JsonResponse({"comments": [
        {"id": r["id"], "body": r["body"], "createdAt": str(r["created_at"]),
         "updatedAt": str(r["created_at"]),
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"],
                    "following": False}} for r in rows]})
