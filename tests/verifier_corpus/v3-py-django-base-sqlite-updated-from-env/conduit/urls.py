from django.urls import path

from blog.views import article_list

urlpatterns = [path("api/articles", article_list)]
