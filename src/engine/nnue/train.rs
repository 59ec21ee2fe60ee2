//! Training the network on self-play records, on the CPU.
//!
//! Each record gives a position, its search score and its game's result.
//! The target is `lambda x result + (1 - lambda) x chance(score)`, both
//! from the side to move's view, where `chance(cp) = 1 / (1 + 10^(-cp /
//! 400))`; the network's output `o` predicts it as `chance(400 o)`, and
//! training lowers the mean squared difference. The steps are Adam's
//! (Kingma and Ba, 2015) over shuffled batches, the batch's gradient
//! summed on every thread given, each weight kept within
//! [`WEIGHT_LIMIT`] after each step so that the integer network holds it.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::features::{INPUTS, MAX_ACTIVE, active};
use super::network::Network;
use super::{QA, QB, WEIGHT_LIMIT};
use crate::engine::datagen::Record;
use crate::rules::{Color, GameResult};

const LN10: f32 = std::f32::consts::LN_10;

/// One position as the trainer holds it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    /// The active inputs seen from the side to move, then from the other
    /// side; `count` of each are used.
    pub inputs: [[u16; MAX_ACTIVE]; 2],
    /// How many inputs are active.
    pub count: u8,
    /// The winning chance to learn, for the side to move.
    pub target: f32,
}

/// `1 / (1 + 10^-x)`: the chance of an evaluation of `x` x 400 cp.
fn chance(x: f32) -> f32 {
    1.0 / (1.0 + (-x * LN10).exp())
}

impl Sample {
    /// The sample of a record, its target blending the result (`lambda`)
    /// and the score (`1 - lambda`).
    pub fn of(record: &Record, lambda: f32) -> Sample {
        let pos = &record.position;
        let to_move = pos.side_to_move();
        let mut inputs = [[0u16; MAX_ACTIVE]; 2];
        let mut count = 0;
        for (slot, color) in [to_move, to_move.other()].into_iter().enumerate() {
            count = 0;
            for (i, input) in active(pos, color).take(MAX_ACTIVE).enumerate() {
                inputs[slot][i] = input as u16;
                count = i + 1;
            }
        }
        let white_result = match record.result {
            GameResult::WhiteWins => 1.0,
            GameResult::Draw => 0.5,
            GameResult::BlackWins => 0.0,
        };
        let white_score = f32::from(record.score) / 400.0;
        let (result, score) = match to_move {
            Color::White => (white_result, white_score),
            Color::Black => (1.0 - white_result, -white_score),
        };
        Sample {
            inputs,
            count: count as u8,
            target: lambda * result + (1.0 - lambda) * chance(score),
        }
    }

    /// The same sample with the board turned left to right (files a <-> h):
    /// an input's file is its lowest three bits.
    pub fn mirrored(&self) -> Sample {
        let mut out = *self;
        for side in &mut out.inputs {
            for input in side.iter_mut().take(usize::from(self.count)) {
                *input ^= 7;
            }
        }
        out
    }

    fn used(&self, side: usize) -> &[u16] {
        &self.inputs[side][..usize::from(self.count)]
    }
}

/// A network with weights in floating point, as trained.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatNet {
    /// N.
    pub hidden: usize,
    /// N weights for each input.
    pub input_weights: Vec<f32>,
    /// The accumulator's biases.
    pub input_biases: Vec<f32>,
    /// The side to move's N output weights, then the other's.
    pub output_weights: Vec<f32>,
    /// The output's bias.
    pub output_bias: f32,
}

/// The gradient of the loss, shaped as a [`FloatNet`].
type Gradient = FloatNet;

impl FloatNet {
    /// A network of `hidden` with small random weights from `seed`.
    pub fn new(hidden: usize, seed: u64) -> FloatNet {
        let mut rng = StdRng::seed_from_u64(seed);
        let input_range = 1.0 / (MAX_ACTIVE as f32).sqrt();
        let output_range = 1.0 / (2.0 * hidden as f32).sqrt();
        FloatNet {
            hidden,
            input_weights: (0..INPUTS * hidden)
                .map(|_| rng.random_range(-input_range..input_range))
                .collect(),
            input_biases: vec![0.0; hidden],
            output_weights: (0..2 * hidden)
                .map(|_| rng.random_range(-output_range..output_range))
                .collect(),
            output_bias: 0.0,
        }
    }

    /// The integer network `net` in floating point, each weight divided by
    /// its scale: a network to go on training from (`rookery train
    /// --start`). Quantising it again gives `net` back.
    pub fn from_network(net: &Network) -> FloatNet {
        let unscaled = |w: &[i16], by: i32| -> Vec<f32> {
            w.iter().map(|&v| f32::from(v) / by as f32).collect()
        };
        FloatNet {
            hidden: net.hidden,
            input_weights: unscaled(&net.input_weights, QA),
            input_biases: unscaled(&net.input_biases, QA),
            output_weights: unscaled(&net.output_weights, QB),
            output_bias: net.output_bias as f32 / (QA * QB) as f32,
        }
    }

    fn zeros(hidden: usize) -> Gradient {
        FloatNet {
            hidden,
            input_weights: vec![0.0; INPUTS * hidden],
            input_biases: vec![0.0; hidden],
            output_weights: vec![0.0; 2 * hidden],
            output_bias: 0.0,
        }
    }

    /// The accumulators of a sample (side to move's, then the other's).
    fn accumulate(&self, sample: &Sample) -> [Vec<f32>; 2] {
        let h = self.hidden;
        [0, 1].map(|side| {
            let mut acc = self.input_biases.clone();
            for &input in sample.used(side) {
                let row = &self.input_weights[usize::from(input) * h..(usize::from(input) + 1) * h];
                for (a, w) in acc.iter_mut().zip(row) {
                    *a += w;
                }
            }
            acc
        })
    }

    /// The output for a sample, in units of 400 cp for the side to move.
    pub fn output(&self, sample: &Sample) -> f32 {
        let acc = self.accumulate(sample);
        self.output_of(&acc)
    }

    fn output_of(&self, acc: &[Vec<f32>; 2]) -> f32 {
        let (ours, theirs) = self.output_weights.split_at(self.hidden);
        let dot = |a: &[f32], w: &[f32]| -> f32 {
            a.iter().zip(w).map(|(a, w)| a.clamp(0.0, 1.0) * w).sum()
        };
        dot(&acc[0], ours) + dot(&acc[1], theirs) + self.output_bias
    }

    /// Adds the gradient of one sample's loss to `grad`; gives the loss.
    fn backward(&self, sample: &Sample, grad: &mut Gradient) -> f32 {
        let h = self.hidden;
        let acc = self.accumulate(sample);
        let predicted = chance(self.output_of(&acc));
        let diff = predicted - sample.target;
        // d(diff^2)/d output.
        let d_out = 2.0 * diff * predicted * (1.0 - predicted) * LN10;
        grad.output_bias += d_out;
        for (side, values) in acc.iter().enumerate() {
            let weights = &self.output_weights[side * h..(side + 1) * h];
            let grads = &mut grad.output_weights[side * h..(side + 1) * h];
            let mut d_acc = vec![0.0f32; h];
            for (((a, w), g), d) in values.iter().zip(weights).zip(grads).zip(&mut d_acc) {
                *g += d_out * a.clamp(0.0, 1.0);
                if *a > 0.0 && *a < 1.0 {
                    *d = d_out * w;
                }
            }
            for (g, d) in grad.input_biases.iter_mut().zip(&d_acc) {
                *g += d;
            }
            for &input in sample.used(side) {
                let row =
                    &mut grad.input_weights[usize::from(input) * h..(usize::from(input) + 1) * h];
                for (g, d) in row.iter_mut().zip(&d_acc) {
                    *g += d;
                }
            }
        }
        diff * diff
    }

    fn add(&mut self, other: &Gradient) {
        for (a, b) in self.weights_mut().zip(other.weights()) {
            *a += b;
        }
    }

    fn weights(&self) -> impl Iterator<Item = &f32> {
        self.input_weights
            .iter()
            .chain(&self.input_biases)
            .chain(&self.output_weights)
            .chain(std::iter::once(&self.output_bias))
    }

    fn weights_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.input_weights
            .iter_mut()
            .chain(&mut self.input_biases)
            .chain(&mut self.output_weights)
            .chain(std::iter::once(&mut self.output_bias))
    }

    /// The mean loss over `samples`.
    pub fn loss(&self, samples: &[Sample]) -> f64 {
        if samples.is_empty() {
            return 0.0;
        }
        let total: f64 = samples
            .iter()
            .map(|s| f64::from((chance(self.output(s)) - s.target).powi(2)))
            .sum();
        total / samples.len() as f64
    }

    /// The integer network: each weight scaled and rounded.
    pub fn quantise(&self) -> Network {
        let scaled = |w: &[f32], by: i32| -> Vec<i16> {
            w.iter()
                .map(|v| (v * by as f32).round().clamp(-32_767.0, 32_767.0) as i16)
                .collect()
        };
        Network {
            hidden: self.hidden,
            input_weights: scaled(&self.input_weights, QA),
            input_biases: scaled(&self.input_biases, QA),
            output_weights: scaled(&self.output_weights, QB),
            output_bias: (self.output_bias * (QA * QB) as f32).round() as i32,
        }
    }
}

/// How a training runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrainSettings {
    /// N.
    pub hidden: usize,
    /// Passes over the data.
    pub epochs: usize,
    /// Samples a step.
    pub batch: usize,
    /// Adam's step size.
    pub rate: f32,
    /// The step size is multiplied by this after each pass.
    pub decay: f32,
    /// Threads summing a batch's gradient.
    pub threads: usize,
    /// The seed of the first weights and of the shuffles.
    pub seed: u64,
}

/// Adam's moments of every weight.
struct Adam {
    first: Vec<f32>,
    second: Vec<f32>,
    steps: i32,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    fn step(&mut self, net: &mut FloatNet, grad: &Gradient, rate: f32) {
        self.steps += 1;
        let c1 = 1.0 - Self::BETA1.powi(self.steps);
        let c2 = 1.0 - Self::BETA2.powi(self.steps);
        for (((w, g), m), v) in net
            .weights_mut()
            .zip(grad.weights())
            .zip(self.first.iter_mut())
            .zip(self.second.iter_mut())
        {
            *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * g;
            *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * g * g;
            *w -= rate * (*m / c1) / ((*v / c2).sqrt() + Self::EPSILON);
            *w = w.clamp(-WEIGHT_LIMIT, WEIGHT_LIMIT);
        }
    }
}

/// Trains a network of random weights on `samples` (shuffled in place each
/// pass); `after_pass` hears each pass's number and the network after it.
pub fn train(
    samples: &mut [Sample],
    settings: &TrainSettings,
    after_pass: impl FnMut(usize, &FloatNet),
) -> FloatNet {
    let start = FloatNet::new(settings.hidden, settings.seed);
    train_from(start, samples, settings, after_pass)
}

/// Trains `start` further on `samples`, as [`train`] does (its size is
/// `start`'s, whatever `settings.hidden` says).
pub fn train_from(
    start: FloatNet,
    samples: &mut [Sample],
    settings: &TrainSettings,
    mut after_pass: impl FnMut(usize, &FloatNet),
) -> FloatNet {
    let mut net = start;
    let size = net.weights().count();
    let mut adam = Adam {
        first: vec![0.0; size],
        second: vec![0.0; size],
        steps: 0,
    };
    let mut rng = StdRng::seed_from_u64(settings.seed ^ 0x5eed);
    let mut rate = settings.rate;
    let threads = settings.threads.max(1);
    let batch = settings.batch.max(1);
    for pass in 1..=settings.epochs {
        samples.shuffle(&mut rng);
        for chunk in samples.chunks(batch) {
            let per = chunk.len().div_ceil(threads);
            let grads: Vec<Gradient> = std::thread::scope(|scope| {
                let handles: Vec<_> = chunk
                    .chunks(per)
                    .map(|part| {
                        let net = &net;
                        scope.spawn(move || {
                            let mut grad = FloatNet::zeros(net.hidden);
                            for sample in part {
                                net.backward(sample, &mut grad);
                            }
                            grad
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a training thread"))
                    .collect()
            });
            let mut grad = FloatNet::zeros(net.hidden);
            for g in &grads {
                grad.add(g);
            }
            let scale = 1.0 / chunk.len() as f32;
            for g in grad.weights_mut() {
                *g *= scale;
            }
            adam.step(&mut net, &grad, rate);
        }
        rate *= settings.decay;
        after_pass(pass, &net);
    }
    net
}

/// The loss of the hand-written evaluation on the same targets, for
/// comparison: its centipawns `e` predict `chance(k e / 400)`, with `k`
/// fitted to these records (from 0.1 to 3 by 0.05), as the tuner fits
/// its own. Gives the loss and `k`.
pub fn hand_written_loss(records: &[Record], lambda: f32) -> (f64, f32) {
    if records.is_empty() {
        return (0.0, 1.0);
    }
    let scored: Vec<(f32, f32)> = records
        .iter()
        .map(|r| {
            let eval = crate::engine::eval::evaluate(&r.position) as f32 / 400.0;
            (eval, Sample::of(r, lambda).target)
        })
        .collect();
    let loss = |k: f32| -> f64 {
        scored
            .iter()
            .map(|(e, t)| f64::from((chance(k * e) - t).powi(2)))
            .sum::<f64>()
            / scored.len() as f64
    };
    (1..=60)
        .map(|i| i as f32 * 0.05)
        .map(|k| (loss(k), k))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((0.0, 1.0))
}
