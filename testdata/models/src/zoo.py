"""The model zoo: real architectures, exported by `defuse import`.

Each factory returns (model, example_args). Weights are random with the
framework's own initialization (torch.manual_seed(0)); `defuse import` makes
them entry arguments with domains from what they are. Geometries are the real
ones where the reference can afford them (BERT-base and GPT-2 small widths at
sequence length 8); image models run at 32x32. scripts/gen_model_zoo.py
imports every factory here into testdata/models/NAME.mlir.
"""

import math

import torch
import torch.nn.functional as F
import torchvision
from torch import nn


def _seeded(make):
    def factory():
        torch.manual_seed(0)
        return make()

    factory.__name__ = make.__name__
    factory.__doc__ = make.__doc__
    return factory


# --- convolutional networks (torchvision's own definitions) -----------------


@_seeded
def resnet18():
    """torchvision ResNet-18, 10 classes, one 32x32 image."""
    return torchvision.models.resnet18(num_classes=10), (torch.randn(1, 3, 32, 32),)


@_seeded
def resnet50():
    """torchvision ResNet-50 (bottleneck blocks), 10 classes, one 32x32 image."""
    return torchvision.models.resnet50(num_classes=10), (torch.randn(1, 3, 32, 32),)


@_seeded
def mobilenet_v2():
    """torchvision MobileNetV2 (depthwise separable, ReLU6), 10 classes."""
    return torchvision.models.mobilenet_v2(num_classes=10), (torch.randn(1, 3, 32, 32),)


@_seeded
def convnext_block():
    """torchvision's ConvNeXt block: 7x7 depthwise conv, LayerNorm, GELU MLP,
    layer scale."""
    from torchvision.models.convnext import CNBlock

    block = CNBlock(dim=64, layer_scale=1e-6, stochastic_depth_prob=0.0)
    return block, (torch.randn(1, 64, 8, 8),)


@_seeded
def vit():
    """torchvision VisionTransformer: 32x32 image, 8x8 patches, 2 layers of
    width 128, 4 heads."""
    model = torchvision.models.VisionTransformer(
        image_size=32, patch_size=8, num_layers=2, num_heads=4, hidden_dim=128,
        mlp_dim=256, num_classes=10)
    return model, (torch.randn(1, 3, 32, 32),)


# --- transformers -------------------------------------------------------------


class SelfAttention(nn.Module):
    def __init__(self, width, heads, causal=False, context=0, bias=True):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.q = nn.Linear(width, width, bias=bias)
        self.k = nn.Linear(width, width, bias=bias)
        self.v = nn.Linear(width, width, bias=bias)
        self.o = nn.Linear(width, width, bias=bias)
        if causal:
            mask = torch.tril(torch.ones(context, context, dtype=torch.bool))
            self.register_buffer("causal_mask", mask, persistent=False)

    def forward(self, x, memory=None):
        b, t, w = x.shape
        kv = x if memory is None else memory
        s = kv.shape[1]
        split = lambda y, n: y.view(b, n, self.heads, w // self.heads).transpose(1, 2)
        q, k, v = split(self.q(x), t), split(self.k(kv), s), split(self.v(kv), s)
        scores = q @ k.transpose(-1, -2) / math.sqrt(w // self.heads)
        if self.causal:
            scores = scores.masked_fill(~self.causal_mask[:t, :s], float("-inf"))
        y = torch.softmax(scores, dim=-1) @ v
        return self.o(y.transpose(1, 2).reshape(b, t, w))


class BertLayer(nn.Module):
    def __init__(self, width=768, heads=12, ffn=3072):
        super().__init__()
        self.attention = SelfAttention(width, heads)
        self.attention_norm = nn.LayerNorm(width, eps=1e-12)
        self.intermediate = nn.Linear(width, ffn)
        self.output = nn.Linear(ffn, width)
        self.output_norm = nn.LayerNorm(width, eps=1e-12)

    def forward(self, x):
        x = self.attention_norm(x + self.attention(x))
        return self.output_norm(x + self.output(F.gelu(self.intermediate(x))))


class BertEncoder(nn.Module):
    """BERT-base geometry (width 768, 12 heads, FFN 3072), post-norm, erf
    GELU, learned positions; a 1024-token vocabulary keeps the tables small."""

    def __init__(self, layers=2, vocab=1024, context=8, width=768):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, width)
        self.position_embeddings = nn.Embedding(context, width)
        self.register_buffer("position_ids", torch.arange(context), persistent=False)
        self.embedding_norm = nn.LayerNorm(width, eps=1e-12)
        self.layers = nn.ModuleList(BertLayer(width) for _ in range(layers))
        self.pooler = nn.Linear(width, width)

    def forward(self, input_ids):
        x = self.word_embeddings(input_ids) + self.position_embeddings(self.position_ids)
        x = self.embedding_norm(x)
        for layer in self.layers:
            x = layer(x)
        return x, torch.tanh(self.pooler(x[:, 0]))


@_seeded
def bert_base():
    """Two BERT-base layers on 8 tokens: the sequence output and the pooler."""
    return BertEncoder(), (torch.randint(0, 1024, (1, 8)),)


class Gpt2Block(nn.Module):
    def __init__(self, width, heads, context):
        super().__init__()
        self.ln_1 = nn.LayerNorm(width)
        self.attn = SelfAttention(width, heads, causal=True, context=context)
        self.ln_2 = nn.LayerNorm(width)
        self.fc = nn.Linear(width, 4 * width)
        self.proj = nn.Linear(4 * width, width)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.proj(F.gelu(self.fc(self.ln_2(x)), approximate="tanh"))


class Gpt2(nn.Module):
    """GPT-2 small geometry (width 768, 12 heads), pre-norm, tanh GELU, a
    causal mask registered with persistent=False, KV-free attention, the LM
    head tied to the token table."""

    def __init__(self, layers=2, vocab=1024, context=8, width=768, heads=12):
        super().__init__()
        self.wte = nn.Embedding(vocab, width)
        self.wpe = nn.Embedding(context, width)
        self.register_buffer("positions", torch.arange(context), persistent=False)
        self.blocks = nn.ModuleList(Gpt2Block(width, heads, context) for _ in range(layers))
        self.ln_f = nn.LayerNorm(width)

    def forward(self, input_ids):
        x = self.wte(input_ids) + self.wpe(self.positions[: input_ids.shape[1]])
        for block in self.blocks:
            x = block(x)
        return self.ln_f(x) @ self.wte.weight.t()


@_seeded
def gpt2():
    """Two GPT-2 small blocks on 8 tokens, logits over the vocabulary."""
    return Gpt2(), (torch.randint(0, 1024, (1, 8)),)


@_seeded
def gpt2_bf16():
    """The GPT-2 decoder in bfloat16 (one block, width 256)."""
    model = Gpt2(layers=1, width=256, heads=4).to(torch.bfloat16)
    return model, (torch.randint(0, 1024, (1, 8)),)


class RmsNorm(nn.Module):
    def __init__(self, width, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(width))
        self.eps = eps

    def forward(self, x):
        return self.weight * x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)


class T5Block(nn.Module):
    """A T5-style encoder layer and decoder layer: RMS norms, no biases, ReLU
    feed-forward, cross-attention from the decoder to the encoder."""

    def __init__(self, width=256, heads=4, ffn=1024, context=8):
        super().__init__()
        self.enc_norm1, self.enc_norm2 = RmsNorm(width), RmsNorm(width)
        self.enc_attn = SelfAttention(width, heads, bias=False)
        self.enc_ff = nn.Sequential(nn.Linear(width, ffn, bias=False), nn.ReLU(),
                                    nn.Linear(ffn, width, bias=False))
        self.dec_norm1, self.dec_norm2, self.dec_norm3 = (RmsNorm(width) for _ in range(3))
        self.dec_self = SelfAttention(width, heads, causal=True, context=context, bias=False)
        self.dec_cross = SelfAttention(width, heads, bias=False)
        self.dec_ff = nn.Sequential(nn.Linear(width, ffn, bias=False), nn.ReLU(),
                                    nn.Linear(ffn, width, bias=False))

    def forward(self, source, target):
        e = source + self.enc_attn(self.enc_norm1(source))
        e = e + self.enc_ff(self.enc_norm2(e))
        d = target + self.dec_self(self.dec_norm1(target))
        d = d + self.dec_cross(self.dec_norm2(d), memory=e)
        return d + self.dec_ff(self.dec_norm3(d))


@_seeded
def t5_block():
    """One T5-style encoder-decoder block, width 256, 8 source and 8 target
    positions."""
    return T5Block(), (torch.randn(1, 8, 256), torch.randn(1, 8, 256))


# --- recurrent, mixture of experts, quantized, half precision ----------------


@_seeded
def lstm():
    """A two-layer LSTM over 8 steps, batch 2, 32 inputs, 64 hidden units."""
    return nn.LSTM(32, 64, num_layers=2, batch_first=True), (torch.randn(2, 8, 32),)


@_seeded
def gru():
    """A one-layer GRU over 8 steps, batch 2, 32 inputs, 48 hidden units."""
    return nn.GRU(32, 48, batch_first=True), (torch.randn(2, 8, 32),)


class MoeLayer(nn.Module):
    """A top-2 mixture of 4 SwiGLU experts: a softmax router, the two best
    experts' weights renormalized, every expert computed and masked (the
    dense form compilers fuse)."""

    def __init__(self, width=128, hidden=256, experts=4):
        super().__init__()
        self.router = nn.Linear(width, experts, bias=False)
        self.gate = nn.Parameter(torch.randn(experts, width, hidden) / math.sqrt(width))
        self.up = nn.Parameter(torch.randn(experts, width, hidden) / math.sqrt(width))
        self.down = nn.Parameter(torch.randn(experts, hidden, width) / math.sqrt(hidden))

    def forward(self, x):
        probs = torch.softmax(self.router(x), dim=-1)  # tokens x experts
        # The top-2 threshold by two maxima: torch.topk's TOSA lowering
        # (argmax, gather, scatter) is not what this zoo entry is about.
        first = probs.amax(-1, keepdim=True)
        rest = torch.where(probs >= first, torch.full_like(probs, -1.0), probs)
        kth = rest.amax(-1, keepdim=True)
        weights = torch.where(probs >= kth, probs, torch.zeros_like(probs))
        weights = weights / weights.sum(-1, keepdim=True)
        h = torch.einsum("tw,ewh->eth", x, self.gate)
        u = torch.einsum("tw,ewh->eth", x, self.up)
        y = torch.einsum("eth,ehw->etw", F.silu(h) * u, self.down)
        return torch.einsum("etw,te->tw", y, weights)


@_seeded
def moe():
    """The top-2 of 4 experts layer on 16 tokens of width 128."""
    return MoeLayer(), (torch.randn(16, 128),)


class Int8Linear(nn.Module):
    """A linear layer in the QDQ form int8 exporters write: int8 weights with a
    per-channel scale, activations quantized to int8 with a per-tensor scale
    and zero point, dequantized around a float matmul."""

    def __init__(self, inputs, outputs):
        super().__init__()
        self.register_buffer("weight", torch.randint(-127, 128, (outputs, inputs), dtype=torch.int8))
        self.register_buffer("weight_scale", torch.rand(outputs) * 0.01 + 0.001)
        self.bias = nn.Parameter(torch.zeros(outputs))
        self.input_scale, self.input_zero = 0.05, 3

    def forward(self, x):
        q = torch.clamp(torch.round(x / self.input_scale) + self.input_zero, -128, 127)
        xd = (q - self.input_zero) * self.input_scale
        w = self.weight.to(x.dtype) * self.weight_scale[:, None]
        return xd @ w.t() + self.bias


class Int8Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = Int8Linear(64, 128), Int8Linear(128, 32)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))


@_seeded
def int8_mlp():
    """A two-layer MLP with int8 weights and int8-quantized activations."""
    return Int8Mlp(), (torch.randn(4, 64),)


@_seeded
def resnet18_f16():
    """ResNet-18 in float16."""
    model = torchvision.models.resnet18(num_classes=10).to(torch.float16)
    return model, (torch.randn(1, 3, 32, 32, dtype=torch.float16),)


ZOO = [resnet18, resnet50, mobilenet_v2, convnext_block, vit, bert_base, gpt2,
       gpt2_bf16, t5_block, lstm, gru, moe, int8_mlp, resnet18_f16]
