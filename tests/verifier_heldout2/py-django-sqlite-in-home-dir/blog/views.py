from django.http import JsonResponse

from blog.models import Tag


def health(request):
    return JsonResponse({"ok": True})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})
