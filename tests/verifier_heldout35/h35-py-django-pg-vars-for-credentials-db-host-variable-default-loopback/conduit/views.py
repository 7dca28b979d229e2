from django.http import JsonResponse

from conduit.models import Profile


def health(request):
    return JsonResponse({"status": "ok"})


def profile(request, username):
    p = Profile.objects.filter(username=username).first()
    if p is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": {"username": p.username, "bio": p.bio, "image": p.image,
                                     "following": False}})
