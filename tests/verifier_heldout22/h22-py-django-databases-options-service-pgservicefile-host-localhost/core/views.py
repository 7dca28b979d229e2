from django.http import JsonResponse

from core.models import Member


def health_check(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    member = Member.objects.filter(username=username).first()
    if member is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": {"username": member.username, "bio": member.bio,
                                     "image": member.image, "following": False}})
