import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = [migrations.swappable_dependency(settings.AUTH_USER_MODEL)]

    operations = [
        migrations.CreateModel(
            name="Tag",
            fields=[("id", models.BigAutoField(primary_key=True, serialize=False)),
                    ("name", models.CharField(max_length=64, unique=True))],
        ),
        migrations.CreateModel(
            name="Article",
            fields=[("id", models.BigAutoField(primary_key=True, serialize=False)),
                    ("slug", models.SlugField(max_length=255, unique=True)),
                    ("title", models.CharField(max_length=255)),
                    ("body", models.TextField()),
                    ("created_at", models.DateTimeField(auto_now_add=True)),
                    ("author", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                                 to=settings.AUTH_USER_MODEL)),
                    ("tags", models.ManyToManyField(blank=True, to="api.tag"))],
        ),
        migrations.CreateModel(
            name="Comment",
            fields=[("id", models.BigAutoField(primary_key=True, serialize=False)),
                    ("body", models.TextField()),
                    ("created_at", models.DateTimeField(auto_now_add=True)),
                    ("article", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                                  related_name="comments", to="api.article")),
                    ("author", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                                 to=settings.AUTH_USER_MODEL))],
        ),
    ]
